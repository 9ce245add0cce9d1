import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The main picture with thumbnails under it; hovering or clicking a thumbnail shows it large. */
export function Gallery({ pictures, name }: { pictures: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another SKU starts at its first picture
  useEffect(() => setIndex(0), [pictures]);
  const main = pictures[index] ?? pictures[0];

  return (
    <div className="pm-gallery" data-testid="gallery">
      <div className="pm-gallery-main">
        {main ? (
          <img src={main} alt={name} data-testid="gallery-main" />
        ) : (
          <span className="pm-gallery-none">{t('goodsDetail.noPicture')}</span>
        )}
      </div>
      {pictures.length > 1 && (
        <div className="pm-gallery-thumbs">
          {pictures.map((picture, i) => (
            <button
              key={picture}
              type="button"
              className={i === index ? 'is-active' : undefined}
              aria-label={t('goodsDetail.picture', { no: i + 1 })}
              onMouseEnter={() => setIndex(i)}
              onClick={() => setIndex(i)}
            >
              <img src={picture} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
