export default function Page() {
  return <h1>ai-policy</h1>;
}
