import { env } from './env';
import { defaultSiteRepository } from '../constants/links';

/** 构建时确定的本站仓库地址：编辑链接在配置里生成，浏览器里的“报告问题”从 customFields.siteRepository 读取。 */
export const siteRepository = env.siteRepository ?? defaultSiteRepository;
