import { useRef } from 'react';
import { App, Button, Input, Space, Upload } from 'antd';
import type { GetRef } from 'antd';
import { RichText } from '../../../ui';
import { bankApi } from '../api/bank.api';
import { imageText, textToRich } from '../lib/rich-text-text';

/** Largest question image the server takes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a picked image cannot be uploaded, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return '仅支持 PNG 或 JPEG 图片';
  if (file.size > MAX_IMAGE_BYTES) return '图片不能超过 5 MB';
  return null;
}

/**
 * A plain text area for rich text — `$…$` inline TeX, `$$…$$` display TeX, `____` a blank,
 * images by upload — with a live KaTeX preview underneath.
 */
export function RichTextField({
  label,
  value,
  onChange,
  rows = 3,
  placeholder,
  images = true,
  status,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  rows?: number;
  placeholder?: string;
  images?: boolean;
  status?: 'error';
}) {
  const ref = useRef<GetRef<typeof Input.TextArea>>(null);
  const { message } = App.useApp();
  const insert = (snippet: string) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const at = el ? el.selectionStart : value.length;
    const end = el ? el.selectionEnd : value.length;
    onChange(value.slice(0, at) + snippet + value.slice(end));
  };
  return (
    <div className="bank-rich-field">
      <Input.TextArea
        ref={ref}
        aria-label={label}
        rows={rows}
        value={value}
        status={status}
        placeholder={placeholder ?? '文字中 $…$ 为公式，$$…$$ 为独占一行的公式，____ 为填空横线'}
        onChange={(e) => onChange(e.target.value)}
      />
      <Space size={4} className="bank-rich-tools">
        <Button size="small" onClick={() => insert('$x^2$')}>
          公式
        </Button>
        <Button size="small" onClick={() => insert('____')}>
          填空横线
        </Button>
        {images && (
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              const problem = imageFileProblem(file);
              if (problem) void message.error(problem);
              else
                void bankApi
                  .uploadImage(file)
                  .then((img) => insert(imageText(img)))
                  .catch(() => undefined);
              return false;
            }}
          >
            <Button size="small">图片</Button>
          </Upload>
        )}
      </Space>
      {value.trim() && (
        <div className="bank-rich-preview" aria-label={`${label}预览`}>
          <RichText value={textToRich(value)} />
        </div>
      )}
    </div>
  );
}
