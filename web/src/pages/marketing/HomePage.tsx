/** Placeholder: replaced by the marketing pages work (issue 8). */
export default function HomePage() {
  return <main><h1>HomePage</h1></main>;
}
