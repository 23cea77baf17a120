import { useEffect, useState } from 'react';
import { Button, Modal, Result, Spin } from 'antd';
import type { Material } from '../../../shared/api';
import { materialsApi } from '../api/materials.api';

/** The in-page preview of a material: PDF and pictures from the file, Word as HTML, papers described. */
export function MaterialPreview({
  orgId,
  material,
  onClose,
  onCopy,
}: {
  orgId: string;
  material: Material;
  onClose(): void;
  onCopy(): void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    if (material.preview === 'pdf' || material.preview === 'image')
      materialsApi.file(orgId, material.id).then(
        (blob) => {
          made = URL.createObjectURL(new Blob([blob], { type: material.mime }));
          if (live) setUrl(made);
        },
        () => undefined,
      );
    if (material.preview === 'word')
      materialsApi.html(orgId, material.id).then(
        (h) => live && setHtml(h),
        () => undefined,
      );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [orgId, material]);
  const body = () => {
    switch (material.preview) {
      case 'pdf':
        return url ? (
          <iframe className="material-preview__frame" title={`预览：${material.title}`} src={url} />
        ) : (
          <Spin />
        );
      case 'image':
        return url ? (
          <img className="material-preview__image" src={url} alt={material.title} />
        ) : (
          <Spin />
        );
      case 'word':
        return html !== null ? (
          <iframe
            className="material-preview__frame"
            title={`预览：${material.title}`}
            sandbox=""
            srcDoc={`<meta charset="utf-8"><style>body{font:14px/1.7 sans-serif;padding:16px}img{max-width:100%}</style>${html}`}
          />
        ) : (
          <Spin />
        );
      case 'paper':
        return (
          <Result
            status="info"
            title="学校试卷"
            subTitle="复制到我的试卷后即可修改、打印、扫描和分析。"
            extra={
              <Button type="primary" onClick={onCopy}>
                复制到我的试卷
              </Button>
            }
          />
        );
      default:
        return (
          <Result
            status="info"
            title="这种文件不能在页面中预览"
            subTitle="请下载后用 Word 打开。"
          />
        );
    }
  };
  return (
    <Modal title={material.title} open onCancel={onClose} footer={null} width={900}>
      {body()}
    </Modal>
  );
}
