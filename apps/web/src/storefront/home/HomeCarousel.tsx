import type { CallOutput, getHomeContent } from '@procuremart/contract';
import { Carousel } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLocalName } from '../local-name';

type Slide = CallOutput<typeof getHomeContent>['carousel'][number];

/** The home carousel; a slide opens its in-app link. */
export function HomeCarousel({ slides }: { slides: readonly Slide[] }) {
  const navigate = useNavigate();
  const textOf = useLocalName();
  return (
    <Carousel autoplay autoplaySpeed={5000} arrows className="pm-home-carousel" data-testid="home-carousel">
      {slides.map((slide) => (
        <div key={slide.slideId}>
          <button
            type="button"
            className="pm-slide"
            style={{ backgroundImage: `url("${slide.picture}")` }}
            onClick={() => slide.link.startsWith('/') && navigate(slide.link)}
          >
            <span className="pm-slide-text">
              <strong>{textOf(slide.title, slide.titleEn)}</strong>
              <span>{textOf(slide.subtitle, slide.subtitleEn)}</span>
            </span>
          </button>
        </div>
      ))}
    </Carousel>
  );
}
