import { Alert, Space, Typography } from 'antd';
import type { InstallerLink } from '../../../scan/acquire';

/** The Chinese guide shown when the local scanning service is not installed on this computer. */
export function ServiceGuide({ installers }: { installers: readonly InstallerLink[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="未检测到本机扫描服务"
      description={
        <Space orientation="vertical" size={4}>
          <Typography.Text>
            用扫描仪直接扫描前，需要在这台电脑上安装一次 Dynamsoft 扫描服务：
          </Typography.Text>
          <Typography.Text>1. 下载与本机系统对应的安装程序并运行：</Typography.Text>
          <Space wrap>
            {installers.map((i) => (
              <Typography.Link key={i.url} href={i.url} download>
                {i.system}
              </Typography.Link>
            ))}
          </Space>
          <Typography.Text>
            2. 安装完成后刷新本页面，扫描仪会出现在“扫描设置”的列表中。
          </Typography.Text>
          <Typography.Text>
            3. 暂时无法安装时，可用扫描仪自带的软件把答题卡扫描到文件夹（300
            dpi，JPG/TIFF/PDF），再把文件或整个文件夹拖到下方上传。
          </Typography.Text>
        </Space>
      }
    />
  );
}
