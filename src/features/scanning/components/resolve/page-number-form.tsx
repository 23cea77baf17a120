import { useState } from 'react';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { pagePick } from '../../model/problem-detail';
import { PageActions, type ResolveFormProps } from './resolve-kit';

/** 页码异常: the teacher picks the paper version and the page; the page is then read again. */
export function PageNumberForm(props: ResolveFormProps) {
  const pick = pagePick(props.problem);
  const [version, setVersion] = useState<number | null>(
    pick.pageCode?.paperVersion ?? pick.versions.at(-1) ?? null,
  );
  const [pageNo, setPageNo] = useState<number | null>(pick.pageCode?.page ?? null);
  const ok =
    version !== null &&
    pageNo !== null &&
    pageNo >= 1 &&
    (pick.pages === 0 || pageNo <= pick.pages);
  return (
    <Form layout="inline" aria-label="选择试卷版本和页码">
      <Form.Item label="试卷版本" htmlFor="scan-fix-version">
        <Select
          id="scan-fix-version"
          style={{ width: 120 }}
          value={version ?? undefined}
          placeholder="版本"
          options={pick.versions.map((v) => ({ value: v, label: `第 ${v} 版` }))}
          onChange={(v: number) => setVersion(v)}
        />
      </Form.Item>
      <Form.Item label="页码" htmlFor="scan-fix-page">
        <InputNumber
          id="scan-fix-page"
          min={1}
          max={pick.pages || undefined}
          precision={0}
          value={pageNo}
          onChange={(v) => setPageNo(v)}
        />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          disabled={!ok || props.busy}
          onClick={() =>
            version !== null &&
            pageNo !== null &&
            props.send({ action: 'set-page', paperVersion: version, pageNo })
          }
        >
          确定页码
        </Button>
        <PageActions busy={props.busy} send={props.send} />
      </Space>
    </Form>
  );
}
