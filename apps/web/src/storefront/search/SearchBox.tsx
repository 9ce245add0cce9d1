import { CloseCircleFilled, CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { MAX_KEYWORD_LENGTH } from '@procuremart/contract';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { listHref, parseListQuery } from '../list/list-query';
import { type SearchOptionGroup, searchOptionGroups } from './search-options';
import { useChangeSearchHistory, useHotWords, useSearchHistory, useSuggestions } from './search-queries';
import { useDebouncedValue } from './use-debounced-value';
import './search-box.css';

const SUGGEST_DELAY_MS = 200;

const groupTitle = { suggest: '', history: 'mall.search.history', hot: 'mall.search.hotWords' } as const;

/** Keeps the list open and the input focused while something inside the list is pressed. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The mall's search box, an ARIA combobox: completions while typing; when empty and focused, the user's
 * history (delete one, clear all) and hot words. Enter searches exactly what is in the box unless the user
 * moved to an option with the arrow keys (nothing is highlighted by itself, so text an input method delivers
 * in one go is searched as typed); Enter while an input method is composing only ends the composition.
 * Submitting opens the result page and records the keyword for a logged-in user.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const suggestions = useSuggestions(open ? typed : '');
  const { words: hotWords, settings } = useHotWords();
  const history = useSearchHistory(settings.searchHistory);
  const changeHistory = useChangeSearchHistory();

  // The box shows the keyword of the result page on screen (also after back/forward), elsewhere nothing.
  useEffect(() => {
    setText(location.pathname === '/list' ? parseListQuery(location.search).keyword : '');
  }, [location.pathname, location.search]);

  const groups = open
    ? searchOptionGroups({ text, suggestions, history, hotWords: settings.hotSuggest ? hotWords : [] })
    : [];
  const options = groups.flatMap((group) => group.words.map((word) => ({ kind: group.kind, word })));
  const shown = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const submit = (raw: string) => {
    const keyword = raw.trim().slice(0, MAX_KEYWORD_LENGTH);
    setText(keyword);
    close();
    if (keyword && token && settings.searchHistory) changeHistory.mutate({ type: 'add', keyword });
    navigate(listHref({ keyword }));
  };
  const edit = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (back in the box) is part of the cycle, as in the browsers' own completion lists.
      setActive((index) => ((index + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit(shown && active >= 0 ? options[active].word : text);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  let index = -1;
  const renderGroup = (group: SearchOptionGroup) => (
    <div
      key={group.kind}
      role="group"
      aria-label={group.kind === 'suggest' ? undefined : t(groupTitle[group.kind])}
    >
      {group.kind !== 'suggest' && (
        <div className="pm-search-group">
          <span>{t(groupTitle[group.kind])}</span>
          {group.kind === 'history' && (
            <button
              type="button"
              className="pm-link-button"
              data-testid="search-history-clear"
              onMouseDown={keepFocus}
              onClick={() => changeHistory.mutate({ type: 'clear' })}
            >
              {t('mall.search.clearHistory')}
            </button>
          )}
        </div>
      )}
      {group.words.map((word) => {
        index += 1;
        const at = index;
        return (
          <div
            key={word}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            className="pm-search-option"
            data-testid={`search-${group.kind}`}
            onMouseDown={keepFocus}
            onMouseMove={() => at !== active && setActive(at)}
            onClick={() => submit(word)}
          >
            <span className="pm-search-option-word">{word}</span>
            {group.kind === 'history' && (
              <button
                type="button"
                className="pm-search-option-delete"
                aria-label={t('mall.search.deleteHistory')}
                data-testid="search-history-delete"
                onMouseDown={keepFocus}
                onClick={(event) => {
                  event.stopPropagation();
                  changeHistory.mutate({ type: 'delete', keyword: word });
                }}
              >
                <CloseOutlined />
              </button>
            )}
          </div>
        );
      })}
    </div>
  );

  return (
    <form
      className="pm-search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <span className="pm-search-field" data-testid="search-input">
        <SearchOutlined className="pm-search-field-icon" aria-hidden="true" />
        <input
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={shown ? listId : undefined}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-label={t('mall.search.placeholder')}
          placeholder={t('mall.search.placeholder')}
          maxLength={MAX_KEYWORD_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => edit(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className="pm-search-clear"
            aria-label={t('mall.search.clear')}
            onMouseDown={keepFocus}
            onClick={() => edit('')}
          >
            <CloseCircleFilled />
          </button>
        )}
        {shown && (
          <div
            id={listId}
            role="listbox"
            className="pm-search-popup"
            aria-label={t('mall.search.placeholder')}
          >
            {groups.map(renderGroup)}
          </div>
        )}
      </span>
      <button type="submit" className="pm-btn pm-btn-primary pm-btn-lg pm-search-submit">
        {t('mall.search.submit')}
      </button>
    </form>
  );
}
