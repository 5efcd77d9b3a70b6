/**
 * Hard-coded sample creators for the success stories section. They are illustrative examples,
 * not real customers, and every card that shows them says so (see DESIGN.md, "Honesty rule"). No name or
 * surname is a demo catalogue creator's, so no story can be mistaken for a shop's real figures.
 */
export interface SampleStory {
  name: string;
  title: string;
  testimonial: string;
  sales: number;
  revenue: number;
  rating: number;
  badge: string;
  category: string;
}

export const sampleStories: SampleStory[] = [
  {
    name: 'Marisol Vance',
    title: 'Sound healer',
    testimonial:
      'I stopped spreading myself across twelve half-finished offers and poured everything into one chakra frequency collection. It finally feels like my life’s work.',
    sales: 1247,
    revenue: 18705,
    rating: 4.9,
    badge: 'Top Creator',
    category: 'Frequency Music',
  },
  {
    name: 'Idris Calloway',
    title: 'Meditation teacher',
    testimonial:
      'Focusing on a single guided meditation series meant I could refine every session. Students tell me it is the first practice they have kept up.',
    sales: 862,
    revenue: 12930,
    rating: 4.8,
    badge: 'Rising Star',
    category: 'Meditation Apps',
  },
  {
    name: 'Ingrid Solberg',
    title: 'Intuitive coach',
    testimonial:
      'My one sacred journaling template is now what people know me for. Clear focus gave my brand a voice I could never find before.',
    sales: 1530,
    revenue: 22950,
    rating: 5,
    badge: 'Community Favourite',
    category: 'Sacred Templates',
  },
];
