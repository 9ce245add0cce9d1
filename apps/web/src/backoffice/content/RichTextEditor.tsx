import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '../../resources/types';
import './content.css';

type Command = { key: string; icon: ReactNode; run: () => [string, string?] | null };

/**
 * An article body editor: formatting on the selection (bold, italic, underline, heading, lists, links, clear)
 * over an editable area; its value is the HTML, which the server sanitises before it is stored.
 */
export function RichTextEditor({ id, value, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  // The value set from outside (the record edited, a reset) replaces the area's HTML; typing keeps it.
  useEffect(() => {
    const element = body.current;
    if (element && element.innerHTML !== (value ?? '')) element.innerHTML = value ?? '';
  }, [value]);
  const emit = () => onChange?.(body.current?.innerHTML ?? '');
  const commands: Command[] = [
    { key: 'bold', icon: <BoldOutlined />, run: () => ['bold'] },
    { key: 'italic', icon: <ItalicOutlined />, run: () => ['italic'] },
    { key: 'underline', icon: <UnderlineOutlined />, run: () => ['underline'] },
    { key: 'heading', icon: <FontSizeOutlined />, run: () => ['formatBlock', 'h3'] },
    { key: 'bulleted', icon: <UnorderedListOutlined />, run: () => ['insertUnorderedList'] },
    { key: 'numbered', icon: <OrderedListOutlined />, run: () => ['insertOrderedList'] },
    {
      key: 'link',
      icon: <LinkOutlined />,
      run: () => {
        const href = window.prompt(t('contentArticle.editor.linkPrompt'), 'https://');
        return href && /^https?:\/\/\S+$/.test(href) ? ['createLink', href] : null;
      },
    },
    { key: 'clear', icon: <ClearOutlined />, run: () => ['removeFormat'] },
  ];
  const apply = (command: Command) => {
    const step = command.run();
    if (!step) return;
    body.current?.focus();
    document.execCommand(step[0], false, step[1]);
    emit();
  };
  return (
    <div className="pm-rich-text">
      <div className="pm-rich-text-tools" role="toolbar">
        {commands.map((command) => (
          <Tooltip key={command.key} title={t(`contentArticle.editor.${command.key}`)}>
            <Button
              type="text"
              size="small"
              icon={command.icon}
              aria-label={t(`contentArticle.editor.${command.key}`)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(command)}
            />
          </Tooltip>
        ))}
      </div>
      <div
        id={id}
        ref={body}
        className="pm-rich-text-body pm-article-body"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        data-testid={`rich-text-${id ?? 'body'}`}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
