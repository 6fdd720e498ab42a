import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { suggestionsFor, SUGGESTIONS_HIDE_DELAY_MS } from './suggestions';
import styles from './SearchBox.module.css';

/** Typing settles for this long before the URL (and so the grid) follows. */
const TYPING_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search of the URL. */
  value: string;
  /** `replace` is true while one focus session refines the search it already wrote. */
  onSearch(term: string, options: { replace: boolean }): void;
}

/**
 * The home search (spec §2): reads and writes the URL's query; while focused it suggests
 * '{term} coin' and '{term} note' (arrow keys + Enter, or a click), hidden 200 ms after focus leaves.
 * Each focus session adds one history entry, however many keystrokes it takes.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const listId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const written = useRef(value);
  const wroteThisSession = useRef(false);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hiding = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed under us (back button, a link, Clear Filters): show what it says.
  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(
    () => () => {
      clearTimeout(typing.current);
      clearTimeout(hiding.current);
    },
    [],
  );

  const suggestions = open ? suggestionsFor(text) : [];

  function write(term: string) {
    clearTimeout(typing.current);
    const trimmed = term.trim();
    if (trimmed === written.current) return;
    written.current = trimmed;
    onSearch(trimmed, { replace: wroteThisSession.current });
    wroteThisSession.current = true;
  }

  function choose(suggestion: string) {
    setText(suggestion);
    write(suggestion);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestionsFor(text).length === 0) return;
      event.preventDefault();
      const count = suggestionsFor(text).length;
      setOpen(true);
      setActive((index) => (event.key === 'ArrowDown' ? (index + 1) % count : (index <= 0 ? count : index) - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && active >= 0 && suggestions[active]) choose(suggestions[active]);
      else {
        write(text);
        setOpen(false);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  // biome-ignore-start lint/a11y/useSemanticElements: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
  // biome-ignore-start lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
  // biome-ignore-start lint/a11y/useFocusableInteractive: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
  // biome-ignore-start lint/a11y/useKeyWithClickEvents: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
  return (
    <div className={styles.search} role="search">
      <Search className={styles.icon} aria-hidden="true" />
      <input
        type="search"
        className={styles.input}
        aria-label="Search coins and notes"
        placeholder="Search coins and notes…"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && suggestions[active] ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setOpen(true);
          setActive(-1);
          clearTimeout(typing.current);
          typing.current = setTimeout(() => write(next), TYPING_DEBOUNCE_MS);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(hiding.current);
          wroteThisSession.current = false;
          setOpen(true);
        }}
        onBlur={() => {
          hiding.current = setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, SUGGESTIONS_HIDE_DELAY_MS);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        className={styles.suggestions}
        hidden={suggestions.length === 0}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // Keep the focus in the input: the click chooses, the input stays the one thing focused.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <Search className={styles.suggestionIcon} aria-hidden="true" />
            {suggestion}
          </li>
        ))}
      </ul>
    </div>
  );
  // biome-ignore-end lint/a11y/useSemanticElements: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
  // biome-ignore-end lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
  // biome-ignore-end lint/a11y/useFocusableInteractive: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
  // biome-ignore-end lint/a11y/useKeyWithClickEvents: the WAI-ARIA combobox pattern: the input keeps focus and handles the keys, options take clicks
}
