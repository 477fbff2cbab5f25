/** Placeholder: replaced by the marketing pages work (issue 8). */
export default function PitchPage() {
  return <main><h1>PitchPage</h1></main>;
}
