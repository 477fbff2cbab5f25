/**
 * The page sends the original thoughts plus the refinement instructions in `rawInput`
 * (spec §7), and may send the instructions alone too. This recovers both parts.
 */
export interface RefinementParts {
  original: string;
  instructions: string;
}

const label = '(?:refinement instructions|refinement|refine|additional instructions|instructions)';
const trailingLabel = new RegExp(`${label}\\s*:\\s*$`, 'i');
const marker =
  /(?:^|\n|\s{2,}|[.!?]\s+)(?:refinement instructions|refinement|refine|additional instructions|instructions)\s*:\s*/gi;

export function splitRefinementInput(rawInput: string, instructions?: string): RefinementParts {
  const raw = rawInput.trim();
  if (instructions !== undefined) {
    const wanted = instructions.trim();
    const at = raw.lastIndexOf(wanted);
    const before = at >= 0 && wanted ? raw.slice(0, at) : raw;
    return { original: before.trim().replace(trailingLabel, '').trim(), instructions: wanted };
  }
  const markers = [...raw.matchAll(marker)];
  const last = markers.at(-1);
  if (last?.index !== undefined) {
    const cut = last.index + (/^[.!?]/.test(last[0]) ? 1 : 0);
    return {
      original: raw.slice(0, cut).trim(),
      instructions: raw.slice(last.index + last[0].length).trim(),
    };
  }
  const paragraphs = raw.split(/\n\s*\n/);
  if (paragraphs.length > 1) {
    return {
      original: paragraphs.slice(0, -1).join('\n\n').trim(),
      instructions: (paragraphs.at(-1) ?? '').trim(),
    };
  }
  return { original: '', instructions: raw };
}
