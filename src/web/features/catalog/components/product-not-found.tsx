import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

export function ProductNotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Product Not Found</h1>
          <p className="text-muted-foreground">The product you&apos;re looking for doesn&apos;t exist.</p>
          <Button asChild>
            <Link href={paths.home}>Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
