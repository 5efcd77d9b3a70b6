export default function Page() {
  return <h1>refund-policy</h1>;
}
