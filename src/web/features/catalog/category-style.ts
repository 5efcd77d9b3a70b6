import {
  AudioWaveform,
  BookHeart,
  BookOpen,
  Brush,
  Camera,
  Code,
  Flower2,
  Globe,
  GraduationCap,
  HandHeart,
  Headphones,
  LayoutTemplate,
  Music,
  Palette,
  Presentation,
  ScrollText,
  Shapes,
  Sparkles,
  Video,
  type LucideIcon,
} from 'lucide-react';

export interface CategoryStyle {
  icon: LucideIcon;
  /** Background and icon colour of the tile's badge, light and dark. */
  tone: string;
}

// Class names are written out in full so Tailwind finds them when it scans the source.
const styles: Record<string, CategoryStyle> = {
  design: { icon: Palette, tone: 'bg-pink-100 text-pink-700 dark:bg-pink-950 dark:text-pink-300' },
  education: { icon: GraduationCap, tone: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300' },
  software: { icon: Code, tone: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200' },
  'e-books': { icon: BookOpen, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  audio: { icon: Headphones, tone: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300' },
  video: { icon: Video, tone: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
  photography: { icon: Camera, tone: 'bg-teal-100 text-teal-700 dark:bg-teal-950 dark:text-teal-300' },
  'web development': { icon: Globe, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  art: { icon: Brush, tone: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300' },
  templates: { icon: LayoutTemplate, tone: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300' },
  music: { icon: Music, tone: 'bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-950 dark:text-fuchsia-300' },
  graphics: { icon: Shapes, tone: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300' },
  'learning & training': {
    icon: Presentation,
    tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  'frequency music': { icon: AudioWaveform, tone: 'bg-purple-100 text-purple-700 dark:bg-purple-950 dark:text-purple-300' },
  'healing tools': { icon: HandHeart, tone: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300' },
  'meditation apps': { icon: Flower2, tone: 'bg-cyan-100 text-cyan-700 dark:bg-cyan-950 dark:text-cyan-300' },
  'sacred templates': { icon: ScrollText, tone: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300' },
  'spiritual ebooks': { icon: BookHeart, tone: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300' },
};

const defaultStyle: CategoryStyle = { icon: Sparkles, tone: 'bg-secondary text-primary' };

/** The icon and colour for a category, by name; categories added later get a neutral default. */
export function categoryStyle(name: string): CategoryStyle {
  return styles[name.trim().toLowerCase()] ?? defaultStyle;
}
