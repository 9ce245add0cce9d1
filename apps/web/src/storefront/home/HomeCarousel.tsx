import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CallOutput, getHomeContent } from '@procuremart/contract';
import { type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';

type Slide = CallOutput<typeof getHomeContent>['carousel'][number];

const AUTOPLAY_MS = 5000;
const SWIPE_PX = 40;

/**
 * The home carousel: slides in turn every 5 s (not while the pointer or focus is on it, nor with reduced
 * motion), arrows, dots and swipes; a slide opens its in-app link. Plain markup: it is on the first page.
 */
export function HomeCarousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const textOf = useLocalName();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;
  const show = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || still || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null) return;
    const moved = event.changedTouches[0].clientX - start;
    if (Math.abs(moved) >= SWIPE_PX) show(current + (moved < 0 ? 1 : -1));
  };

  return (
    <section
      className="pm-home-carousel"
      data-testid="home-carousel"
      aria-roledescription="carousel"
      aria-label={t('mall.home.carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0].clientX;
      }}
      onTouchEnd={onTouchEnd}
    >
      <div className="pm-carousel-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((slide, index) => (
          <button
            key={slide.slideId}
            type="button"
            className="pm-slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            aria-hidden={index !== current}
            tabIndex={index === current ? 0 : -1}
            style={{ backgroundImage: `url("${slide.picture}")` }}
            onClick={() => slide.link.startsWith('/') && navigate(slide.link)}
          >
            <span className="pm-slide-text">
              <strong>{textOf(slide.title, slide.titleEn)}</strong>
              <span>{textOf(slide.subtitle, slide.subtitleEn)}</span>
            </span>
          </button>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="pm-carousel-arrow pm-carousel-prev"
            aria-label={t('mall.home.previousSlide')}
            onClick={() => show(current - 1)}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="pm-carousel-arrow pm-carousel-next"
            aria-label={t('mall.home.nextSlide')}
            onClick={() => show(current + 1)}
          >
            <RightOutlined />
          </button>
          <div className="pm-carousel-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.slideId}
                type="button"
                className="pm-carousel-dot"
                aria-label={`${index + 1} / ${count}`}
                aria-current={index === current}
                onClick={() => show(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
