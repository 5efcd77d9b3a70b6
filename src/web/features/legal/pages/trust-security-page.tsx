export default function Page() {
  return <h1>trust-security</h1>;
}
