import { NotFound } from '../components/not-found';

export default function NotFoundPage() {
  return (
    <NotFound title="404 Page Not Found">
      The page you asked for is not here. It may have moved, or the address may be mistyped.
    </NotFound>
  );
}
