import type { SocialProductInfo } from '../../../contract/social';

/** The creator's product as the dashboard lists it (tags as one comma-separated string). */
interface ListedProduct {
  title: string;
  description: string;
  price: string;
  category: { name: string };
  tags: string;
}

/** What the generator writes from: the dashboard's product, with its tags split into a list. */
export function toSocialProductInfo(product: ListedProduct): SocialProductInfo {
  return {
    title: product.title,
    description: product.description,
    price: product.price,
    category: product.category.name,
    tags: product.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}
