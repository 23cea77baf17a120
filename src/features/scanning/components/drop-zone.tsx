import { useRef, useState, type DragEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import { FolderOpenOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { pickedName, takeDrop, type NamedFile } from '../../../scan/acquire';

const ACCEPT = '.jpg,.jpeg,.png,.tif,.tiff,.pdf,image/jpeg,image/png,image/tiff,application/pdf';

/** Drop files or folders, or pick files or a whole folder; hands on the files named by their path. */
export function DropZone(props: { disabled: boolean; onFiles(files: NamedFile[]): void }) {
  const { disabled, onFiles } = props;
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    void takeDrop(event.dataTransfer)().then(onFiles);
  };
  const picked = (input: HTMLInputElement | null) => {
    const list = [...(input?.files ?? [])].map((file) => ({ file, name: pickedName(file) }));
    if (input) input.value = '';
    if (list.length) onFiles(list);
  };
  return (
    <div
      className={`scan-drop-zone${over ? ' is-over' : ''}${disabled ? ' is-disabled' : ''}`}
      data-testid="scan-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <InboxOutlined className="scan-drop-icon" />
      <Typography.Paragraph>
        把扫描得到的图片、PDF 或整个文件夹拖到这里（JPG、PNG、TIFF 含多页、PDF）
      </Typography.Paragraph>
      <Space>
        <Button
          icon={<UploadOutlined />}
          disabled={disabled}
          onClick={() => filesInput.current?.click()}
        >
          选择文件
        </Button>
        <Button
          icon={<FolderOpenOutlined />}
          disabled={disabled}
          onClick={() => folderInput.current?.click()}
        >
          选择文件夹
        </Button>
      </Space>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        aria-label="选择扫描文件"
        onChange={(e) => picked(e.currentTarget)}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        aria-label="选择扫描文件夹"
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(e) => picked(e.currentTarget)}
      />
    </div>
  );
}
