/** A whole page whose data could not be loaded: what failed, and that trying again later may work. */
export function PageLoadFailed({ what }: { what: string }) {
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-20 text-center text-muted-foreground">
      {`We could not load ${what}. Please try again in a moment.`}
    </p>
  );
}
