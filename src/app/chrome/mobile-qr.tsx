import { useState } from 'react';
import { Popover, Spin } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import QRCode from 'qrcode';
import { appConfig } from '../env';
import { POPOVER_WIDTH } from '../lib/layout.constants';

/** 移动端: on hover, a QR code (popover width 190) that opens this site on a phone. */
export function MobileQr({ publicUrl = appConfig.publicUrl }: { publicUrl?: string }) {
  const url = publicUrl || window.location.origin;
  const [image, setImage] = useState<string | null>(null);
  const load = (open: boolean) => {
    if (open && !image) void QRCode.toDataURL(url, { width: 160, margin: 1 }).then(setImage);
  };
  const content = (
    <div className="helper-bar__qr">
      {image ? <img src={image} alt="移动端二维码" width={160} height={160} /> : <Spin />}
      <span>手机扫码，随时查看作业与学情</span>
      {!publicUrl && (
        <span className="helper-bar__qr-note">
          未设置对外地址（VITE_PUBLIC_URL），二维码为本机地址 {url}，手机可能打不开
        </span>
      )}
    </div>
  );
  return (
    <Popover
      trigger="hover"
      placement="left"
      content={content}
      onOpenChange={load}
      styles={{ root: { width: POPOVER_WIDTH.mobileQr } }}
    >
      <button type="button" className="helper-bar__item">
        <MobileOutlined />
        <span>移动端</span>
      </button>
    </Popover>
  );
}
