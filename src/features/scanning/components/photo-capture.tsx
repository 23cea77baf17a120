import { useRef, useState } from 'react';
import { Button, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import type { NamedFile } from '../../../scan/acquire';

/** What a teacher is told before each shot. */
export const PHOTO_GUIDE =
  '一次拍一张答题卡：平放在桌面上，四角的黑色定位块和右上角二维码都要拍进画面，光线均匀、不反光。';

/** The name a shot is uploaded under: 照片-时分秒-序号.jpg, so a class's shots sort in the order taken. */
export const shotName = (taken: Date, n: number): string => {
  const two = (v: number) => String(v).padStart(2, '0');
  const time = `${two(taken.getHours())}${two(taken.getMinutes())}${two(taken.getSeconds())}`;
  return `照片-${time}-${String(n).padStart(3, '0')}.jpg`;
};

/**
 * 拍照上传 on /scan: the phone's camera (a file input with capture="environment"), one card per
 * shot; each shot is handed on at once to go into the current batch like an imported file.
 */
export function PhotoCapture(props: { disabled: boolean; onShot(file: NamedFile): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [shots, setShots] = useState(0);

  const taken = (el: HTMLInputElement) => {
    const files = [...(el.files ?? [])];
    el.value = '';
    files.forEach((file, i) => props.onShot({ file, name: shotName(new Date(), shots + i + 1) }));
    setShots((n) => n + files.length);
  };
  return (
    <div className="scan-photo" data-testid="scan-photo">
      <Button
        type="primary"
        size="large"
        icon={<CameraOutlined />}
        disabled={props.disabled}
        onClick={() => input.current?.click()}
      >
        {shots ? '拍下一张' : '拍照上传'}
      </Button>
      <Typography.Paragraph type="secondary" className="scan-photo-guide">
        {PHOTO_GUIDE}
        {shots > 0 && (
          <Typography.Text strong>{` 已拍 ${shots} 张，上传进度见下方。`}</Typography.Text>
        )}
      </Typography.Paragraph>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/*"
        capture="environment"
        aria-label="拍照上传答题卡"
        onChange={(e) => taken(e.currentTarget)}
      />
    </div>
  );
}
