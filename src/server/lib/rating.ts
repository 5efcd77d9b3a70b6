/** The mean rating to one decimal, or null without reviews (the client shows "New"). */
export function averageRating(ratingSum: number, reviewCount: number): number | null {
  return reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 10) / 10 : null;
}
