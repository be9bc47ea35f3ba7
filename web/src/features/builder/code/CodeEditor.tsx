import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { xml } from '@codemirror/lang-xml';
import { bracketMatching, defaultHighlightStyle, indentOnInput, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { kotlin } from '@codemirror/legacy-modes/mode/clike';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { CodeLanguage } from './code-files';

const kotlinLanguage = StreamLanguage.define(kotlin);

const editorTheme = EditorView.theme({
  '&': { fontSize: '13px', height: '100%' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflow: 'auto' },
  '.cm-gutters': { backgroundColor: '#f8fafc', borderRight: '1px solid #e2e8f0' },
});

function languageOf(language: CodeLanguage): Extension {
  return language === 'kotlin' ? kotlinLanguage : xml();
}

interface CodeEditorProps {
  value: string;
  language: CodeLanguage;
  /** Accessible name of the editing area, e.g. the file name. */
  label: string;
  onChange: (value: string) => void;
}

/**
 * CodeMirror 6 with Kotlin or XML highlighting. The view is created once per mount (the parent
 * keys it by file); outside changes to `value` (a restore, a save) replace the document. Tab is
 * left to the browser so keyboard users can leave the editor.
 */
export function CodeEditor({ value, language, label, onChange }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          languageOf(language),
          editorTheme,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The document is seeded once per view; later values arrive through the effect below.
  }, [language, label]);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="h-96 overflow-hidden rounded-b-lg border border-t-0 border-slate-200 bg-white" />;
}
