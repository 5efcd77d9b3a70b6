/**
 * The category grid's eighteen categories. Ids 1-6 match the client's fallback list and 10-13 the
 * footer links (/?category=10 ...), so these ids are fixed.
 */
export const demoCategories = [
  { id: 1, name: 'Design', slug: 'design', description: 'Visual design resources for soulful brands' },
  { id: 2, name: 'Education', slug: 'education', description: 'Courses and lessons for inner and outer growth' },
  { id: 3, name: 'Software', slug: 'software', description: 'Apps and tools that support your practice' },
  { id: 4, name: 'E-books', slug: 'ebooks', description: 'Guides and books to read at your own pace' },
  { id: 5, name: 'Audio', slug: 'audio', description: 'Talks, soundscapes and spoken guidance' },
  { id: 6, name: 'Video', slug: 'video', description: 'Video lessons, practices and workshops' },
  { id: 7, name: 'Photography', slug: 'photography', description: 'Images and presets with a calm eye' },
  { id: 8, name: 'Web Development', slug: 'web-development', description: 'Sites and kits for heart-led businesses' },
  { id: 9, name: 'Art', slug: 'art', description: 'Prints, illustrations and sacred art' },
  {
    id: 10,
    name: 'Frequency Music',
    slug: 'frequency-music',
    description: 'Solfeggio tones, binaural beats and healing frequencies',
  },
  { id: 11, name: 'Meditation Apps', slug: 'meditation-apps', description: 'Guided meditations and practice companions' },
  { id: 12, name: 'Healing Tools', slug: 'healing-tools', description: 'Energy work, breathwork and self-healing practices' },
  { id: 13, name: 'Sacred Templates', slug: 'sacred-templates', description: 'Journals, planners and ritual templates' },
  { id: 14, name: 'Spiritual Ebooks', slug: 'spiritual-ebooks', description: 'Wisdom writing for the seeking soul' },
  { id: 15, name: 'Templates', slug: 'templates', description: 'Ready-made documents, planners and worksheets' },
  { id: 16, name: 'Music', slug: 'music', description: 'Songs and instrumentals for practice and rest' },
  { id: 17, name: 'Graphics', slug: 'graphics', description: 'Icons, illustrations and social graphics' },
  { id: 18, name: 'Learning & Training', slug: 'learning-training', description: 'Programmes that build skill and mastery' },
] as const;
