import { Section } from './Section';

type Mark = 'circle' | 'square' | 'triangle' | 'diamond';

const partners: readonly { name: string; mark: Mark }[] = [
  { name: 'Northbridge Health', mark: 'circle' },
  { name: 'Meridian Crisis Care', mark: 'triangle' },
  { name: 'Harborline Workforce', mark: 'square' },
  { name: 'Atlas Counselling', mark: 'diamond' },
];

const markShapes: Record<Mark, string> = {
  circle: 'M20 6a14 14 0 1 1 0 28a14 14 0 1 1 0-28z',
  triangle: 'M20 6l15 26H5z',
  square: 'M7 7h26v26H7z',
  diamond: 'M20 4l16 16-16 16L4 20z',
};

/** An inline SVG wordmark; its accessible name stands in for image alt text. */
function PartnerWordmark({ name, mark }: { name: string; mark: Mark }) {
  return (
    <svg
      viewBox="0 0 280 40"
      role="img"
      aria-label={`${name} logo`}
      className="h-10 w-full max-w-64"
    >
      <title>{`${name} logo`}</title>
      <path d={markShapes[mark]} className="fill-slate-400" />
      <text x="46" y="26" className="fill-slate-600 text-[17px] font-semibold">
        {name}
      </text>
    </svg>
  );
}

const proofPoints = [
  { value: '10,000+', label: 'people profiled' },
  { value: '35+ years', label: 'of clinical practice behind the method' },
  { value: '3', label: 'clinical partnerships' },
] as const;

/** Section 6: validation by organisations, with partner logos. */
export function ValidationSection() {
  return (
    <Section
      id="validation"
      eyebrow="Validation"
      title="Trusted by organisations that place people"
      intro="Clinics, crisis services and workforce programmes are already piloting Rapport's matching."
    >
      <ul className="grid grid-cols-1 items-center justify-items-center gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {partners.map((partner) => (
          <li key={partner.name} className="w-full">
            <PartnerWordmark name={partner.name} mark={partner.mark} />
          </li>
        ))}
      </ul>
      <ul className="mt-12 grid gap-6 text-center sm:grid-cols-3">
        {proofPoints.map((point) => (
          <li key={point.label}>
            <span className="block text-3xl font-bold text-primary-text">{point.value}</span>
            <span className="text-fg-muted">{point.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
