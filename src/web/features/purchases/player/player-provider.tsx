import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { keepOneSoundAtATime } from '../../../lib/one-sound';
import { refreshListening, saveListeningProgress } from '../api/save-progress';
import { streamUrl } from '../api/stream-url';

/** What the player plays: a purchased audio product, from where the buyer stopped. */
export interface Track {
  productId: number;
  title: string;
  creatorName: string;
  coverUrl: string | null;
  startAt: number;
}

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
/** The sleep timer: off, minutes from when it was set, or the end of the track. */
export type SleepSetting = 'off' | 5 | 15 | 30 | 60 | 'end';
export const SLEEP_SETTINGS: SleepSetting[] = ['off', 5, 15, 30, 60, 'end'];

export const SAVE_EVERY_MS = 10_000;
export const SKIP_SECONDS = 15;
/** The sleep timer fades the sound out over its last seconds. */
export const FADE_SECONDS = 10;

interface PlayerValue {
  track: Track | null;
  playing: boolean;
  position: number;
  duration: number | null;
  rate: number;
  sleep: SleepSetting;
  play: (track: Track) => void;
  toggle: () => void;
  seek: (seconds: number) => void;
  skip: (seconds: number) => void;
  setRate: (rate: number) => void;
  setSleep: (sleep: SleepSetting) => void;
}

const PlayerContext = createContext<PlayerValue | null>(null);

export function usePlayer(): PlayerValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer needs a PlayerProvider');
  return value;
}

/**
 * The one audio element of the app, above the router, so a track keeps playing from page to page. Progress is
 * saved at most every 10 s while playing and on each pause. Nothing plays until the buyer presses Play.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const queryClient = useQueryClient();
  const { isAuthenticated, isLoading } = useAuth();
  const [track, setTrack] = useState<Track | null>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const [rate, setRateState] = useState(1);
  const [sleep, setSleepState] = useState<SleepSetting>('off');
  const sleepEndsAt = useRef<number | null>(null);
  const lastSaved = useRef(0);
  const trackRef = useRef<Track | null>(null);
  trackRef.current = track;

  const save = useCallback(
    (refresh: boolean) => {
      const audio = audioRef.current;
      const current = trackRef.current;
      if (!audio || !current) return;
      lastSaved.current = Date.now();
      saveListeningProgress(current.productId, audio)
        .then(() => {
          if (refresh) refreshListening(queryClient);
        })
        .catch(() => {
          // A lost save is retried by the next one; playing goes on.
        });
    },
    [queryClient],
  );

  const rateRef = useRef(1);
  const play = useCallback((next: Track) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (trackRef.current?.productId !== next.productId) {
      audio.src = streamUrl(next.productId);
      const startAt = next.startAt;
      if (startAt > 0) {
        audio.addEventListener('loadedmetadata', () => (audio.currentTime = startAt), { once: true });
      }
      setPosition(startAt);
      setDuration(null);
      setTrack(next);
      trackRef.current = next;
    }
    audio.playbackRate = rateRef.current;
    void audio.play().catch(() => setPlaying(false));
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || !trackRef.current) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  }, []);

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
    audio.currentTime = Math.min(Math.max(seconds, 0), end);
    setPosition(audio.currentTime);
  }, []);
  const skip = useCallback((seconds: number) => seek((audioRef.current?.currentTime ?? 0) + seconds), [seek]);

  const setRate = useCallback((next: number) => {
    rateRef.current = next;
    setRateState(next);
    if (audioRef.current) audioRef.current.playbackRate = next;
  }, []);

  const setSleep = useCallback((next: SleepSetting) => {
    setSleepState(next);
    sleepEndsAt.current = typeof next === 'number' ? Date.now() + next * 60_000 : null;
    if (audioRef.current) audioRef.current.volume = 1;
  }, []);

  // One sound at a time across the app: this player, a product page's preview, a purchased video.
  useEffect(() => keepOneSoundAtATime(document), []);

  // The audio element's events are the player's state.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onTime = () => {
      setPosition(audio.currentTime);
      if (!audio.paused && Date.now() - lastSaved.current >= SAVE_EVERY_MS) save(false);
    };
    const onPlay = () => {
      setPlaying(true);
      lastSaved.current = Date.now();
    };
    const onPause = () => {
      setPlaying(false);
      save(true);
    };
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('durationchange', onDuration);
    return () => {
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('durationchange', onDuration);
    };
  }, [save]);

  // The sleep timer: fades out over its last seconds, then pauses and turns itself off.
  useEffect(() => {
    if (sleep === 'off' || !playing) return;
    const timer = window.setInterval(() => {
      const audio = audioRef.current;
      if (!audio) return;
      const left =
        sleep === 'end'
          ? (audio.duration - audio.currentTime) / (audio.playbackRate || 1)
          : ((sleepEndsAt.current ?? Date.now()) - Date.now()) / 1000;
      if (!Number.isFinite(left)) return;
      if (left <= 0.25) {
        audio.pause();
        audio.volume = 1;
        setSleepState('off');
        sleepEndsAt.current = null;
      } else {
        audio.volume = Math.min(1, Math.max(0, left / FADE_SECONDS));
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [sleep, playing]);

  // The lock screen and headset controls (Media Session API).
  useEffect(() => {
    if (!track || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title: track.title,
      artist: track.creatorName,
      artwork: track.coverUrl ? [{ src: new URL(track.coverUrl, window.location.href).href }] : [],
    });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void audioRef.current?.play()],
      ['pause', () => audioRef.current?.pause()],
      ['seekbackward', (details) => skip(-(details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => skip(details.seekOffset ?? SKIP_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && seek(details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
  }, [track, seek, skip]);
  useEffect(() => {
    if (typeof navigator !== 'undefined' && 'mediaSession' in navigator) {
      navigator.mediaSession.playbackState = track ? (playing ? 'playing' : 'paused') : 'none';
    }
  }, [track, playing]);

  // Signing out stops the player: the next person at this browser does not hear the last one's track.
  useEffect(() => {
    if (isLoading || isAuthenticated || !trackRef.current) return;
    // Forgotten first, so the pause saves nothing for a user who is gone.
    trackRef.current = null;
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    setTrack(null);
    setPlaying(false);
  }, [isAuthenticated, isLoading]);

  const value = useMemo(
    () => ({ track, playing, position, duration, rate, sleep, play, toggle, seek, skip, setRate, setSleep }),
    [track, playing, position, duration, rate, sleep, play, toggle, seek, skip, setRate, setSleep],
  );
  return (
    <PlayerContext.Provider value={value}>
      {children}
      {/* biome-ignore lint/a11y/useMediaCaption: spoken audio products come without captions; the mini player is its control. */}
      <audio ref={audioRef} preload="none" data-testid="player-audio" />
    </PlayerContext.Provider>
  );
}
