/** Placeholder: replaced by the marketing pages work (issue 8). */
export default function FundraisingWorkshopPage() {
  return <main><h1>FundraisingWorkshopPage</h1></main>;
}
