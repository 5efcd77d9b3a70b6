export function SiteFooter() { return <footer />; }
