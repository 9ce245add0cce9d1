import { Link } from 'react-router-dom';
import { listHref } from '../list/list-query';

/** Hot words as links (under the search box when hot search is on, and in the empty result state). */
export function HotWordLinks({ words, max = 8 }: { words: readonly string[]; max?: number }) {
  return (
    <span className="pm-hot-words">
      {words.slice(0, max).map((word) => (
        <Link key={word} to={listHref({ keyword: word })} data-testid="hot-word">
          {word}
        </Link>
      ))}
    </span>
  );
}
