/** Placeholder: replaced by the marketing pages work (issue 8). */
export default function ConsumerLandingPage() {
  return <main><h1>ConsumerLandingPage</h1></main>;
}
