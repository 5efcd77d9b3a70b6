export default function LandingPage() {
  return <h1>Landing</h1>;
}
