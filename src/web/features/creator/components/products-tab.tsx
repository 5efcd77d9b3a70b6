import { PackagePlus } from 'lucide-react';
import { Link } from 'wouter';
import type { CreatorProduct, ProductStatus } from '../../../../contract/creator';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { editProductPath, paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useUpdateCreatorProduct } from '../api/update-creator-product';
import { ProductCoverEditor } from './product-cover-editor';

const STATUS_LABEL: Record<ProductStatus, { text: string; variant: 'success' | 'warning' | 'destructive' | 'secondary' }> = {
  published: { text: 'Published', variant: 'success' },
  pending_review: { text: 'Held for review', variant: 'warning' },
  rejected: { text: 'Rejected', variant: 'destructive' },
  archived: { text: 'Archived', variant: 'secondary' },
  suspended: { text: 'Hidden: account suspended', variant: 'destructive' },
};

export function ProductsTab({ products, loading, failed }: { products?: CreatorProduct[]; loading: boolean; failed: boolean }) {
  if (loading) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (failed || !products) {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Your products could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <PackagePlus className="size-10 text-primary" aria-hidden="true" />
          <p className="font-medium">No products yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Your one product is the heart of your shop. Upload it when it feels ready.
          </p>
          <Button asChild>
            <Link href={paths.upload}>Upload your product</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Your products">
      {products.map((product) => (
        <li key={product.id}>
          <ProductRow product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductRow({ product }: { product: CreatorProduct }) {
  const update = useUpdateCreatorProduct();
  const status = STATUS_LABEL[product.status];
  // Only a live or archived product can be switched; review and rejection are moderation's call.
  const switchable = product.status === 'published' || product.status === 'archived';
  const switchId = `product-${product.id}-on-sale`;

  const setOnSale = (isActive: boolean) =>
    update.mutate(
      { id: product.id, changes: { isActive } },
      {
        onSuccess: () => toast({ title: isActive ? 'Product published' : 'Product archived', description: product.title }),
        onError: (error) => {
          if (hasErrorCode(error, 'unauthorized')) return;
          toast({
            title: 'Could not update product',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <Card data-testid="creator-product">
      <CardHeader className="gap-2 pb-3 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
        <div className="min-w-0 space-y-1">
          <CardTitle className="text-lg break-words">{product.title}</CardTitle>
          <CardDescription>
            {product.category.name}
            {product.tags ? ` · ${product.tags}` : ''}
          </CardDescription>
        </div>
        <Badge variant={status.variant} className="self-start">
          {status.text}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-semibold">
              {formatUsd(product.price)}
              {product.isSubscription ? ` / ${product.subscriptionInterval ?? 'month'}` : ''}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Sales</dt>
            <dd className="font-semibold">{product.salesCount}</dd>
          </div>
        </dl>
        {product.moderationFeedback && product.status !== 'archived' ? (
          <p className="rounded-md bg-secondary/60 p-3 text-sm">{product.moderationFeedback}</p>
        ) : null}
        {product.pendingRevision ? (
          <p className="rounded-md border border-dashed p-3 text-sm" data-testid="changes-waiting">
            <span className="font-medium">Changes waiting for review:</span> buyers see this version until a moderator approves “
            {product.pendingRevision.title}” at {formatUsd(product.pendingRevision.price)}.
          </p>
        ) : null}
        {product.status !== 'suspended' ? (
          <Button asChild variant="outline" size="sm">
            <Link href={editProductPath(product.id)} aria-label={`Edit ${product.title}`}>
              Edit
            </Link>
          </Button>
        ) : null}
        <ProductCoverEditor product={product} />
        {switchable ? (
          <div className="flex items-center gap-3">
            <Switch id={switchId} checked={product.isActive} disabled={update.isPending} onCheckedChange={setOnSale} />
            <label htmlFor={switchId} className="text-sm">
              {product.isActive ? 'On sale (switch off to archive)' : 'Archived (switch on to publish again)'}
            </label>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
