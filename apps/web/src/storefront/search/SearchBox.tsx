import { CloseOutlined } from '@ant-design/icons';
import { MAX_KEYWORD_LENGTH } from '@procuremart/contract';
import { AutoComplete, type AutoCompleteProps, Input } from 'antd';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { listHref, parseListQuery } from '../list/list-query';
import { searchOptionGroups } from './search-options';
import { useChangeSearchHistory, useHotWords, useSearchHistory, useSuggestions } from './search-queries';
import { useDebouncedValue } from './use-debounced-value';

const SUGGEST_DELAY_MS = 200;
/** Keys that move the highlight through the suggestions (Ctrl+N/P as well on a Mac). */
const MOVE_KEYS = ['ArrowUp', 'ArrowDown'];

/** Keeps the dropdown open and the input focused while a control inside it is clicked. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The mall's search box: completions while typing; when empty and focused, the user's history (delete one,
 * clear all) and hot words. Submitting opens the result page and records the keyword for a logged-in user.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const pendingSubmit = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Whether the user moved to a suggestion (arrow keys or the mouse) since typing, and the text in the box
  // when Enter was pressed without doing so: Enter then searches that text, not a pre-highlighted option.
  const movedToOption = useRef(false);
  const typedOnEnter = useRef<string | null>(null);
  const typed = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const suggestions = useSuggestions(open ? typed : '');
  const { words: hotWords, settings } = useHotWords();
  const history = useSearchHistory(settings.searchHistory);
  const changeHistory = useChangeSearchHistory();

  // The box shows the keyword of the result page on screen (also after back/forward), elsewhere nothing.
  useEffect(() => {
    setText(location.pathname === '/list' ? parseListQuery(location.search).keyword : '');
  }, [location.pathname, location.search]);
  useEffect(() => () => clearTimeout(pendingSubmit.current), []);

  const submit = (raw: string) => {
    clearTimeout(pendingSubmit.current);
    const keyword = raw.trim().slice(0, MAX_KEYWORD_LENGTH);
    setText(keyword);
    setOpen(false);
    if (keyword && token && settings.searchHistory) changeHistory.mutate({ type: 'add', keyword });
    navigate(listHref({ keyword }));
  };
  // Enter on a highlighted option fires both the option's select and the input's search: the option wins.
  const submitTyped = (value: string) => {
    clearTimeout(pendingSubmit.current);
    pendingSubmit.current = setTimeout(() => submit(value), 0);
  };

  const watchKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (MOVE_KEYS.includes(event.key)) movedToOption.current = true;
    typedOnEnter.current =
      event.key === 'Enter' && !movedToOption.current && event.target instanceof HTMLInputElement
        ? event.target.value
        : null;
  };
  const moveToOption = () => {
    movedToOption.current = true;
  };

  const groups = searchOptionGroups({
    text,
    suggestions,
    history,
    hotWords: settings.hotSuggest ? hotWords : [],
  });
  const options = groups.map((group) => ({
    key: group.kind,
    label:
      group.kind === 'history' ? (
        <span className="pm-search-group">
          {t('mall.search.history')}
          <button
            type="button"
            className="pm-link-button"
            data-testid="search-history-clear"
            onMouseDown={keepFocus}
            onClick={() => changeHistory.mutate({ type: 'clear' })}
          >
            {t('mall.search.clearHistory')}
          </button>
        </span>
      ) : group.kind === 'hot' ? (
        t('mall.search.hotWords')
      ) : null,
    options: group.words.map((word) => ({
      value: word,
      label: (
        <span className="pm-search-option" data-testid={`search-${group.kind}`} onMouseEnter={moveToOption}>
          <span className="pm-search-option-word">{word}</span>
          {group.kind === 'history' && (
            <CloseOutlined
              className="pm-search-option-delete"
              aria-label={t('mall.search.deleteHistory')}
              data-testid="search-history-delete"
              onMouseDown={keepFocus}
              onClick={(event) => {
                event.stopPropagation();
                changeHistory.mutate({ type: 'delete', keyword: word });
              }}
            />
          )}
        </span>
      ),
    })),
  }));
  // The suggestions have no group title.
  const flatOptions: AutoCompleteProps['options'] =
    options.length === 1 && options[0].key === 'suggest' ? options[0].options : options;

  return (
    <div className="pm-search-box-keys" onKeyDownCapture={watchKeys}>
      <AutoComplete
        className="pm-search-box"
        value={text}
        options={flatOptions}
        open={open && groups.length > 0}
        onOpenChange={setOpen}
        onChange={(value: string) => {
          if (typedOnEnter.current === null) movedToOption.current = false;
          setText(value);
          setOpen(true);
        }}
        onSelect={(word: string) => submit(typedOnEnter.current ?? word)}
        popupMatchSelectWidth
        defaultActiveFirstOption={false}
      >
        <Input.Search
          size="large"
          allowClear
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={t('mall.search.placeholder')}
          enterButton={t('mall.search.submit')}
          aria-label={t('mall.search.placeholder')}
          data-testid="search-input"
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          onSearch={(value, _event, info) => {
            if (info?.source !== 'clear') submitTyped(value);
          }}
        />
      </AutoComplete>
    </div>
  );
}
