import { badRequest } from '@rapport/kit';

/** An expert's name as configured; only `Experts.resolve` makes one, so stores cannot be asked for anyone else. */
export type ExpertName = string & { readonly __brand: 'ExpertName' };

/** "Please use /maya or /daniel" (with three names: "/a, /b or /c"). */
export function wrongExpertMessage(names: readonly string[]): string {
  const paths = names.map((n) => `/${n.toLowerCase()}`);
  const list =
    paths.length > 1 ? `${paths.slice(0, -1).join(', ')} or ${paths.at(-1)}` : (paths[0] ?? '');
  return `Please use ${list}`;
}

/** The configured experts (EXPERT_NAMES); the only valid /{therapistName} pages. */
export class Experts {
  private readonly byLower: Map<string, ExpertName>;

  constructor(readonly names: readonly string[]) {
    this.byLower = new Map(names.map((n) => [n.toLowerCase(), n as ExpertName]));
  }

  /** The canonical spelling of the name in the URL or body, or 400 'Please use /… or /…'. */
  resolve(raw: string): ExpertName {
    const found = this.byLower.get(raw.trim().toLowerCase());
    if (!found) throw badRequest(wrongExpertMessage(this.names), 'unknown_expert');
    return found;
  }
}
