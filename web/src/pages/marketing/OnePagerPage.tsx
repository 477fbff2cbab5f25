/** Placeholder: replaced by the marketing pages work (issue 8). */
export default function OnePagerPage() {
  return <main><h1>OnePagerPage</h1></main>;
}
