"""Offline checks of the Kubernetes deployment (run by `make k8s-validate`, part of `make test`).

1. Renders the kustomize base (`kubectl kustomize`, or `kustomize build` from $KUSTOMIZE) and validates every resource against the
   Kubernetes OpenAPI schemas shipped in the `kubernetes-validate` package, strictly (an unknown
   field is an error), for the oldest and newest Kubernetes versions we support.
2. Checks what the manifests promise: every Deployment has liveness and readiness probes,
   resource requests and limits, runs as non-root, takes secrets by reference only, and has a
   PodDisruptionBudget and a HorizontalPodAutoscaler that select it.
3. Checks that infra/k8s/nats/values.yaml sets only keys the official NATS chart has (its default
   values are kept beside it), with a cluster of 3 and JetStream on.
"""

import os
import subprocess
import sys
from pathlib import Path

import kubernetes_validate
import yaml

HERE = Path(__file__).resolve().parent
KUBERNETES_VERSIONS = ["1.29.0", "1.32.0"]
NATS_DEFAULTS = HERE / "nats" / "upstream-values-2.14.2.yaml"


def render() -> list[dict]:
    command = os.environ.get("KUSTOMIZE", "kubectl kustomize").split() + [str(HERE / "base")]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"k8s: {' '.join(command)} failed:\n{done.stderr}")
    return [doc for doc in yaml.safe_load_all(done.stdout) if doc]


def schema_errors(resources: list[dict]) -> list[str]:
    errors = []
    for version in KUBERNETES_VERSIONS:
        for res in resources:
            try:
                kubernetes_validate.validate(res, version, strict=True)
            except kubernetes_validate.ValidationError as err:
                errors.append(f"{name(res)} (Kubernetes {version}): {err.message}")
    return errors


def name(res: dict) -> str:
    return f"{res['kind']}/{res['metadata']['name']}"


def selects(selector: dict, labels: dict) -> bool:
    return all(labels.get(k) == v for k, v in selector.items())


def promise_errors(resources: list[dict]) -> list[str]:
    errors = []
    by_kind: dict[str, list[dict]] = {}
    for res in resources:
        by_kind.setdefault(res["kind"], []).append(res)
    deployments = by_kind.get("Deployment", [])
    if len(deployments) != 7:
        errors.append(f"expected 7 Deployments (gateway and six services), found {len(deployments)}")
    for dep in deployments:
        pod = dep["spec"]["template"]
        labels = pod["metadata"]["labels"]
        spec = pod["spec"]
        if not spec.get("securityContext", {}).get("runAsNonRoot"):
            errors.append(f"{name(dep)}: not runAsNonRoot")
        for c in spec["containers"]:
            for probe in ("livenessProbe", "readinessProbe"):
                if probe not in c:
                    errors.append(f"{name(dep)}: container {c['name']} has no {probe}")
            for part in ("requests", "limits"):
                if not c.get("resources", {}).get(part):
                    errors.append(f"{name(dep)}: container {c['name']} has no resource {part}")
            for env in c.get("env", []):
                if "value" in env and any(w in env["name"] for w in ("SECRET", "PASSWORD", "KEY", "URL")):
                    errors.append(f"{name(dep)}: {env['name']} is written inline, not taken from a Secret")
        pdbs = [p for p in by_kind.get("PodDisruptionBudget", []) if selects(p["spec"]["selector"]["matchLabels"], labels)]
        if len(pdbs) != 1:
            errors.append(f"{name(dep)}: {len(pdbs)} PodDisruptionBudgets select it (want 1)")
        hpas = [h for h in by_kind.get("HorizontalPodAutoscaler", []) if h["spec"]["scaleTargetRef"]["name"] == dep["metadata"]["name"]]
        if len(hpas) != 1:
            errors.append(f"{name(dep)}: {len(hpas)} HorizontalPodAutoscalers target it (want 1)")
    if by_kind.get("Secret"):
        errors.append("the manifests contain a Secret: secrets are referenced, never committed")
    if not by_kind.get("Ingress"):
        errors.append("no Ingress for the gateway")
    return errors


def unknown_keys(values: dict, defaults: dict, path: str = "") -> list[str]:
    """Keys of `values` the chart does not have. Where the chart's default is empty ({} or
    nothing), anything may go below it (resources, env, merge)."""
    errors = []
    for key, value in values.items():
        here = f"{path}.{key}" if path else key
        if key not in defaults:
            errors.append(f"NATS chart values: {here} is not a key of the chart")
        elif isinstance(value, dict) and isinstance(defaults[key], dict) and defaults[key]:
            errors.extend(unknown_keys(value, defaults[key], here))
    return errors


def nats_errors() -> list[str]:
    values = yaml.safe_load((HERE / "nats" / "values.yaml").read_text())
    errors = unknown_keys(values, yaml.safe_load(NATS_DEFAULTS.read_text()))
    cluster = values["config"]["cluster"]
    if not (cluster.get("enabled") and cluster.get("replicas") == 3):
        errors.append("NATS chart values: want a cluster of 3")
    if not values["config"]["jetstream"].get("enabled"):
        errors.append("NATS chart values: JetStream is off")
    return errors


def main() -> int:
    resources = render()
    errors = schema_errors(resources) + promise_errors(resources) + nats_errors()
    for err in errors:
        print(f"k8s: {err}", file=sys.stderr)
    if errors:
        return 1
    kinds = sorted({r["kind"] for r in resources})
    print(
        f"k8s: {len(resources)} rendered resources ({', '.join(kinds)}) valid for Kubernetes "
        f"{' and '.join(KUBERNETES_VERSIONS)}; NATS chart values valid"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
