import { useEffect, useRef, useState } from 'react';
import type { Locale, SpinSlice } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { countKey } from '../../lib/i18n/count-key.ts';
import { easeOut, sliceAt, spinPlan, stopRotation, wheelRadius, wheelSize } from './wheel-geometry.ts';

interface Props {
  slices: SpinSlice[];
  coin: number;
  /** The slice the server drew: the wheel turns to it, then calls onStopped. */
  target: { code: string; id: number } | null;
  /** Clicks are ignored while the wheel spins or the member has no coins (spec doc 2 section 4). */
  disabled: boolean;
  onSpin: () => void;
  onStopped: () => void;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function draw(
  canvas: HTMLCanvasElement,
  slices: SpinSlice[],
  rotation: number,
  locale: Locale,
  size: number,
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(size * ratio)) {
    canvas.width = Math.round(size * ratio);
    canvas.height = Math.round(size * ratio);
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, size, size);
  const radius = wheelRadius(size);
  if (radius === null || slices.length === 0) return;
  const centre = size / 2;
  const width = (2 * Math.PI) / slices.length;
  const font = getComputedStyle(canvas).fontFamily || 'sans-serif';
  context.save();
  context.translate(centre, centre);
  context.rotate(rotation);
  slices.forEach((slice, index) => {
    // Slice i starts at 12 o'clock plus i widths, clockwise.
    const start = -Math.PI / 2 + index * width;
    context.beginPath();
    context.moveTo(0, 0);
    context.arc(0, 0, radius, start, start + width);
    context.closePath();
    context.fillStyle = slice.bgColor;
    context.fill();
    context.strokeStyle = 'rgba(255, 255, 255, 0.7)';
    context.lineWidth = 2;
    context.stroke();
    context.save();
    context.rotate(start + width / 2);
    context.fillStyle = slice.textColor;
    context.textAlign = 'right';
    context.textBaseline = 'middle';
    const label = slice.labels[locale] || slice.label;
    let px = Math.max(11, Math.round(size / 24));
    context.font = `600 ${px}px ${font}`;
    // Shrink a long label until it fits between the hub and the rim.
    while (px > 9 && context.measureText(label).width > radius * 0.62) {
      px -= 1;
      context.font = `600 ${px}px ${font}`;
    }
    context.fillText(label, radius - 12, 0);
    context.restore();
  });
  context.restore();
  context.beginPath();
  context.arc(centre, centre, radius, 0, 2 * Math.PI);
  context.lineWidth = 6;
  context.strokeStyle = '#f4d35e';
  context.stroke();
}

/**
 * The wheel on a canvas (spec doc 2: the spin screen): each slice in its colours with its label in
 * the member's language, a pointer at the top and the spin button in the centre showing the coins.
 * A spin turns 2 to 3 extra times over 4 to 5 s and stops on the slice the server drew; with
 * prefers-reduced-motion it shows that slice at once.
 */
export function SpinWheel({ slices, coin, target, disabled, onSpin, onStopped }: Props) {
  const { t, locale } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const rotation = useRef(0);
  const [size, setSize] = useState(() => wheelSize(window.innerWidth));
  const [landed, setLanded] = useState<string | null>(null);
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  });

  useEffect(() => {
    const resize = () => setSize(wheelSize(window.innerWidth));
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  useEffect(() => {
    if (canvas.current) draw(canvas.current, slices, rotation.current, locale, size);
  }, [slices, locale, size]);

  useEffect(() => {
    if (!target) return;
    const index = slices.findIndex((slice) => slice.code === target.code);
    if (index < 0) {
      stopped.current();
      return;
    }
    setLanded(null);
    const from = rotation.current;
    const plan = spinPlan();
    const to = stopRotation(from, index, slices.length, plan.turns, Math.random() - 0.5);
    const finish = () => {
      rotation.current = to;
      if (canvas.current) draw(canvas.current, slices, to, locale, size);
      setLanded(slices[sliceAt(to, slices.length)]!.code);
      stopped.current();
    };
    if (prefersReducedMotion()) {
      finish();
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - started) / plan.durationMs);
      rotation.current = from + (to - from) * easeOut(progress);
      if (canvas.current) draw(canvas.current, slices, rotation.current, locale, size);
      if (progress < 1) frame = requestAnimationFrame(step);
      else finish();
    });
    return () => cancelAnimationFrame(frame);
    // A new target (its draw id) starts a spin; the slices and language do not restart one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.id]);

  return (
    <div className="spin-wheel" style={{ width: size, height: size }}>
      <canvas
        ref={canvas}
        className="spin-wheel__canvas"
        style={{ width: size, height: size }}
        role="img"
        aria-label={t('spin.wheelLabel', { count: slices.length })}
        data-testid="spin-wheel"
        data-landed={landed ?? undefined}
        data-spinning={target && !landed ? 'true' : undefined}
      />
      <span className="spin-wheel__pointer" aria-hidden="true" />
      <button
        type="button"
        className="spin-wheel__button"
        onClick={() => {
          if (!disabled) onSpin();
        }}
        aria-disabled={disabled}
        data-testid="spin-button"
      >
        <span className="spin-wheel__spin">{t('spin.spin')}</span>
        <span className="spin-wheel__coins" data-testid="spin-coin-count">
          {t(countKey(coin, 'spin.coins', 'spin.coinsOne'), { coin })}
        </span>
      </button>
    </div>
  );
}
