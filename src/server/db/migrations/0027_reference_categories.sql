-- The category grid's categories are reference data, in every database whether or not the demo is seeded
-- (an upload needs one). Ids 1-6 match the client's fallback list and 10-13 the footer links (/?category=10 ...),
-- so they are fixed. A database the demo seed filled already holds them: nothing is written twice.
INSERT INTO "categories" ("id", "name", "slug", "description") VALUES
  (1, 'Design', 'design', 'Visual design resources for soulful brands'),
  (2, 'Education', 'education', 'Courses and lessons for inner and outer growth'),
  (3, 'Software', 'software', 'Apps and tools that support your practice'),
  (4, 'E-books', 'ebooks', 'Guides and books to read at your own pace'),
  (5, 'Audio', 'audio', 'Talks, soundscapes and spoken guidance'),
  (6, 'Video', 'video', 'Video lessons, practices and workshops'),
  (7, 'Photography', 'photography', 'Images and presets with a calm eye'),
  (8, 'Web Development', 'web-development', 'Sites and kits for heart-led businesses'),
  (9, 'Art', 'art', 'Prints, illustrations and sacred art'),
  (10, 'Frequency Music', 'frequency-music', 'Solfeggio tones, binaural beats and healing frequencies'),
  (11, 'Meditation Apps', 'meditation-apps', 'Guided meditations and practice companions'),
  (12, 'Healing Tools', 'healing-tools', 'Energy work, breathwork and self-healing practices'),
  (13, 'Sacred Templates', 'sacred-templates', 'Journals, planners and ritual templates'),
  (14, 'Spiritual Ebooks', 'spiritual-ebooks', 'Wisdom writing for the seeking soul'),
  (15, 'Templates', 'templates', 'Ready-made documents, planners and worksheets'),
  (16, 'Music', 'music', 'Songs and instrumentals for practice and rest'),
  (17, 'Graphics', 'graphics', 'Icons, illustrations and social graphics'),
  (18, 'Learning & Training', 'learning-training', 'Programmes that build skill and mastery')
ON CONFLICT DO NOTHING;
