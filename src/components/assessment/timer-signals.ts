"use client";

// A short beep (Web Audio oscillator, no sound files) and a buzz where the phone supports it, at
// the start and the end of an endurance hold, so the person need not watch the screen.

type TWindowWithWebkitAudio = Window & { webkitAudioContext?: typeof AudioContext };

let context: AudioContext | null = null;

/**
 * Creates or wakes the audio context. Browsers only allow this during a tap or key press, so the
 * Start button calls it; the beep after the countdown then plays from the unlocked context.
 */
export function unlockTimerSound(): void {
  try {
    const Context = window.AudioContext ?? (window as TWindowWithWebkitAudio).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    if (context.state === "suspended") void context.resume();
  } catch {
    context = null; // No sound is fine: the screen and the vibration still say it.
  }
}

function beep(frequency: number, seconds: number, at = 0): void {
  const audio = context;
  if (audio?.state !== "running") return;
  try {
    const start = audio.currentTime + at;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    // A quick fade in and out: no click, and gentle rather than alarming.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds + 0.05);
  } catch {
    // Sound is a courtesy; the timer works without it.
  }
}

function vibrate(pattern: number | number[]): void {
  if (typeof navigator.vibrate !== "function") return;
  // Chrome refuses (and logs) a vibration without a recent tap, such as at the 10-minute stop.
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  if (activation && !activation.hasBeenActive) return;
  navigator.vibrate(pattern);
}

/** The hold starts: one higher beep and one buzz. */
export function signalHoldStart(): void {
  beep(880, 0.18);
  vibrate(150);
}

/** The hold stops: two lower beeps and two short buzzes, so start and stop sound different. */
export function signalHoldStop(): void {
  beep(660, 0.14);
  beep(660, 0.14, 0.2);
  vibrate([90, 80, 90]);
}
