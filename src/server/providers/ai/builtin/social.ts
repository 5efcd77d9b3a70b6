import type { SocialContent, SocialPlatform } from '../../../../contract/social.js';
import { scoreLexicon, type Lexicon } from './lexicon.js';
import { clip, fill, hashOf, normalise, pick, pickSome } from './text.js';

export interface SocialInput {
  platform: SocialPlatform;
  product: { title: string; description: string; price: string; category: string; tags: string[] };
}

type ProductTheme = 'calm' | 'healing' | 'growth' | 'abundance' | 'love' | 'spirit';

const productLexicon: Lexicon<ProductTheme> = {
  calm: [
    ['meditat*', 3],
    ['sleep', 3],
    ['calm*', 3],
    ['relax*', 3],
    ['stress', 3],
    ['anxiety', 3],
    ['breath*', 3],
    ['mindful*', 3],
    ['peace*', 2],
    ['rest', 2],
    ['stillness', 2],
  ],
  healing: [
    ['heal*', 3],
    ['reiki', 3],
    ['chakra*', 3],
    ['energy', 2],
    ['frequenc*', 3],
    ['sound', 2],
    ['hz', 3],
    ['vibration*', 3],
    ['trauma', 3],
    ['grief', 3],
    ['somatic', 3],
    ['nervous system', 3],
  ],
  growth: [
    ['course', 3],
    ['workbook', 3],
    ['journal*', 3],
    ['template*', 3],
    ['planner', 3],
    ['goal*', 3],
    ['habit*', 3],
    ['guide', 2],
    ['prompts', 2],
    ['growth', 3],
    ['purpose', 2],
    ['clarity', 2],
  ],
  abundance: [
    ['manifest*', 3],
    ['abundan*', 3],
    ['money', 2],
    ['wealth', 3],
    ['success', 2],
    ['prosperity', 3],
    ['law of attraction', 3],
    ['business', 2],
  ],
  love: [
    ['love', 2],
    ['self-love', 3],
    ['relationship*', 3],
    ['heart', 2],
    ['compassion', 3],
    ['kindness', 2],
    ['self worth', 3],
    ['confidence', 2],
  ],
  spirit: [
    ['spiritual*', 3],
    ['tarot', 3],
    ['astrolog*', 3],
    ['moon', 3],
    ['crystal*', 3],
    ['oracle', 3],
    ['soul', 2],
    ['intuition', 3],
    ['ritual*', 3],
    ['sacred', 2],
  ],
};

interface ThemeVoice {
  hooks: readonly string[];
  hashtags: readonly string[];
  palette: string;
  audience: string;
}

const voices: Record<ProductTheme | 'general', ThemeVoice> = {
  calm: {
    hooks: [
      'Your mind deserves a softer place to land.',
      'What if calm was just one breath away?',
      'Racing thoughts at the end of the day?',
      'Stillness is a skill, and it can be learned.',
    ],
    hashtags: ['meditation', 'mindfulness', 'calm', 'stressrelief', 'selfcare', 'innerpeace', 'breathwork'],
    palette: 'soft lavender and misty blue tones, gentle morning light, a quiet room with a cushion and a candle',
    audience: 'anyone looking for more calm in a busy life',
  },
  healing: {
    hooks: [
      'Healing is not linear, but it can be supported.',
      'Your energy is information. Are you listening?',
      'Some wounds heal in silence; others heal in sound.',
      'Ready to feel lighter?',
    ],
    hashtags: ['healing', 'energyhealing', 'chakras', 'soundhealing', 'selfhealing', 'holistichealth', 'wellbeing'],
    palette: 'warm gold and emerald light, flowing energy lines, a serene figure surrounded by soft glowing colours',
    audience: 'people on a healing journey',
  },
  growth: {
    hooks: [
      'Small steps, done daily, change a life.',
      'Clarity starts on the page.',
      'Ready to turn intentions into habits?',
      'Your next chapter deserves a plan.',
    ],
    hashtags: ['personalgrowth', 'selfdevelopment', 'journaling', 'mindset', 'growthmindset', 'intentions', 'selfimprovement'],
    palette: 'clean neutral tones with sage green accents, an open notebook, a pen and a cup of tea on a wooden desk',
    audience: 'people ready to grow with intention',
  },
  abundance: {
    hooks: [
      'Abundance starts with what you believe you deserve.',
      'What would you create if you felt truly supported?',
      'Your mindset is your most valuable asset.',
      'Ready to welcome more?',
    ],
    hashtags: ['abundance', 'manifestation', 'abundancemindset', 'lawofattraction', 'prosperity', 'success', 'mindset'],
    palette: 'rich gold and deep green, sunlight through leaves, a calm confident person looking ahead',
    audience: 'dreamers ready to welcome abundance',
  },
  love: {
    hooks: [
      'The most important relationship is the one with yourself.',
      'Love begins within.',
      'What if you treated yourself like someone you love?',
      'Your heart knows the way.',
    ],
    hashtags: ['selflove', 'selfcompassion', 'heartcentered', 'relationships', 'selfworth', 'loveyourself', 'kindness'],
    palette: 'blush pink and warm rose tones, soft hands over a heart, golden-hour light',
    audience: 'anyone learning to love themselves more deeply',
  },
  spirit: {
    hooks: [
      'Your intuition has been speaking. This helps you hear it.',
      'The universe is always talking. Are you tuned in?',
      'A little magic for your everyday rituals.',
      'Trust the path that is unfolding.',
    ],
    hashtags: ['spirituality', 'spiritualawakening', 'intuition', 'soulwork', 'ritual', 'moonmagic', 'spiritualgrowth'],
    palette: 'deep indigo night sky with a glowing moon, crystals and candlelight on a wooden altar',
    audience: 'spiritual seekers and intuitive souls',
  },
  general: {
    hooks: [
      'Something made with care, for your journey.',
      'A small tool for a meaningful change.',
      'Your growth deserves good companions.',
      'Made for the moments that matter.',
    ],
    hashtags: ['spiritualgrowth', 'wellbeing', 'selfcare', 'mindfulness', 'personalgrowth', 'digitalproduct'],
    palette: 'soft natural light, earthy neutral tones, a calm and inviting lifestyle scene',
    audience: 'seekers on a path of personal growth',
  },
};

interface PlatformVoice {
  structures: readonly ('hook' | 'question' | 'list' | 'story')[];
  platformTags: readonly string[];
  ctas: readonly string[];
  tips: readonly string[];
  bestTimes: readonly string[];
  format: string;
}

const platformVoices: Record<SocialPlatform, PlatformVoice> = {
  instagram: {
    structures: ['hook', 'list', 'story'],
    platformTags: ['instagood', 'soulmarket', 'spiritualcommunity'],
    ctas: [
      'Tap the link in bio to make it yours.',
      'Link in bio ✨',
      'Save this post for later and find it through the link in bio.',
    ],
    tips: [
      'Put the hook in the first line: captions are cut after about 125 characters',
      'Use a carousel to show what is inside the product',
      'Reply to every comment within the first hour',
      'Share the post to your Stories with a link sticker',
      'Keep hashtags relevant: 5-15 well-chosen tags beat 30 generic ones',
    ],
    bestTimes: ['Tuesday to Thursday, 11:00-13:00', 'Weekdays, 19:00-21:00', 'Sunday, 09:00-11:00'],
    format: 'square 1:1 or portrait 4:5',
  },
  facebook: {
    structures: ['story', 'question', 'hook'],
    platformTags: ['wellbeing', 'community'],
    ctas: [
      'Find it on Soul Market today.',
      'Have a look and tell me what you think in the comments.',
      'Available now on Soul Market.',
    ],
    tips: [
      'Ask a question to start a conversation in the comments',
      'Share it in groups where this is on topic and allowed',
      'Native video and photos reach further than bare links',
      'Pin the post to the top of your page for a week',
    ],
    bestTimes: ['Wednesday, 09:00-13:00', 'Weekdays, 13:00-15:00', 'Saturday, 10:00-12:00'],
    format: 'landscape 1.91:1',
  },
  tiktok: {
    structures: ['hook', 'question'],
    platformTags: ['spiritualtok', 'selfcaretok', 'fyp'],
    ctas: ['Link in bio 🌙', 'Get it through the link in my bio.', 'Want it? Link in bio.'],
    tips: [
      'Hook viewers in the first two seconds with on-screen text',
      'Show yourself using the product rather than describing it',
      'Use a trending sound at low volume under your voice',
      'Post a short series: part 1, part 2, part 3',
      'Answer comments with video replies',
    ],
    bestTimes: ['Tuesday to Thursday, 18:00-21:00', 'Friday, 17:00-19:00', 'Sunday, 19:00-21:00'],
    format: 'vertical 9:16',
  },
  twitter: {
    structures: ['hook', 'question'],
    platformTags: ['mindfulness'],
    ctas: ['Out now:', 'Available now:', 'Here it is:'],
    tips: [
      'Keep it to one clear idea per post',
      'Add an image: posts with media get more engagement',
      'Reply to your own post with a short thread about how you made it',
      'Use one to three hashtags at most',
    ],
    bestTimes: ['Weekdays, 08:00-10:00', 'Wednesday, 12:00-13:00', 'Weekdays, 17:00-18:00'],
    format: 'landscape 16:9',
  },
  linkedin: {
    structures: ['story', 'list'],
    platformTags: ['personaldevelopment', 'wellbeingatwork', 'leadership'],
    ctas: [
      'You can find it on Soul Market; I would value your thoughts.',
      'It is available now on Soul Market. Feedback from this community is very welcome.',
      'Link in the comments.',
    ],
    tips: [
      'Open with a professional insight, then introduce the product',
      'Share what you learned while creating it',
      'Keep paragraphs to one or two lines for easy reading',
      'Use 3-5 professional hashtags',
      'Reply thoughtfully to comments in the first hours',
    ],
    bestTimes: ['Tuesday to Thursday, 08:00-10:00', 'Wednesday, 12:00', 'Tuesday, 17:00-18:00'],
    format: 'landscape 1.91:1 or square 1:1',
  },
  pinterest: {
    structures: ['list', 'hook'],
    platformTags: ['pinterestinspired', 'selfcareideas'],
    ctas: ['Save this pin and tap through to get it.', 'Tap the pin to find it on Soul Market.', 'Save for later.'],
    tips: [
      'Use a tall 2:3 image with a short text overlay',
      'Put searchable keywords in the pin title and description',
      'Create several pins for the same product with different images',
      'Group pins in themed boards',
    ],
    bestTimes: ['Friday and Saturday, 20:00-23:00', 'Sunday, 14:00-16:00', 'Weekdays, 21:00-23:00'],
    format: 'tall 2:3',
  },
};

/** A tag as a hashtag word: "inner peace" → "InnerPeace"; a single word stays as written. */
export function toHashtag(text: string): string {
  const parts = text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  return parts.length === 1 ? parts[0]! : parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3);
}

function priceLine(price: string, seed: number): string | undefined {
  const value = Number(price);
  if (!price || !Number.isFinite(value) || value <= 0) return undefined;
  return fill(
    pick(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: fill() replaces these placeholders.
      ['Just ${price}.', '${price}, instant download, yours for life.', 'Only ${price}, with a 30-day guarantee.'],
      seed,
      'price',
    ),
    { price: value.toFixed(2) },
  );
}

/** The built-in marketing assistant: reads the product, picks a structure per platform, writes in its voice. */
export function builtinSocialPost(input: SocialInput): SocialContent {
  const { platform, product } = input;
  const seed = hashOf(`${platform}|${normalise(product.title)}|${normalise(product.description)}|${product.tags.join(',')}`);
  const about = `${product.title} ${product.category} ${product.tags.join(' ')} ${product.description}`;
  const theme = scoreLexicon(about, productLexicon)[0]?.key ?? 'general';
  const voice = voices[theme];
  const platformVoice = platformVoices[platform];
  const lines = sentences(product.description);
  const lead = lines[0] ?? (product.description || `A ${product.category || 'digital'} product for ${voice.audience}.`);
  const hook = pick(voice.hooks, seed, 'hook');
  const cta = pick(platformVoice.ctas, seed, 'cta');
  const price = priceLine(product.price, seed);
  const structure = pick(platformVoice.structures, seed, 'structure');
  const what = product.category ? `${product.title} (${product.category})` : product.title;

  let body: string[];
  if (platform === 'twitter') {
    body = [hook, `${cta} ${product.title}. ${clip(lead, 120)}`, price].filter((line): line is string => Boolean(line));
  } else if (structure === 'list') {
    // The product's own sentences say what it gives; with only one, the marketplace's real promises follow it.
    const points = (
      lines.length > 1 ? lines.slice(0, 3) : [lead, 'Instant download, yours for life', '30-day satisfaction guarantee']
    ).map((point) => `• ${clip(point, 160)}`);
    body = [hook, [`Inside ${what}:`, ...points].join('\n'), price, cta].filter((line): line is string => Boolean(line));
  } else if (structure === 'question') {
    body = [hook, `That is why I made ${what}. ${clip(lead, 220)}`, price, cta].filter((line): line is string => Boolean(line));
  } else if (structure === 'story') {
    const opening =
      platform === 'linkedin'
        ? `I have spent a long time working with ${voice.audience}, and one need keeps coming up. So I built ${what}.`
        : `I created ${what} for ${voice.audience}.`;
    body = [hook, opening, clip(lines.slice(0, 2).join(' ') || lead, 400), price, cta].filter((line): line is string =>
      Boolean(line),
    );
  } else {
    body = [hook, `Meet ${what}.`, clip(lead, 300), price, cta].filter((line): line is string => Boolean(line));
  }

  const tagWords = product.tags.map(toHashtag).filter(Boolean);
  const hashtags = [
    ...tagWords,
    toHashtag(product.category),
    ...pickSome(voice.hashtags, 6, seed, 'tags'),
    ...platformVoice.platformTags,
  ].filter(Boolean);
  return {
    platform,
    postText: body.join(platform === 'twitter' ? ' ' : '\n\n'),
    hashtags,
    imagePrompt: `${voice.palette}; a ${platformVoice.format} image for "${product.title}"${product.category ? `, a ${product.category.toLowerCase()} product` : ''}; no text other than the title, calm and uncluttered composition.`,
    tips: pickSome(platformVoice.tips, 3, seed, 'tips'),
    bestTimes: [...platformVoice.bestTimes.map((time) => `${time} (your audience's local time)`)],
  };
}
