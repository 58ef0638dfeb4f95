import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { baseApi } from '@comanda/shared/state';

type BaseBuild = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
type BaseQuery = BaseBuild extends EndpointBuilder<infer Query, string, string> ? Query : never;
type BaseTagType = BaseBuild extends EndpointBuilder<BaseQuery, infer TagType, string> ? TagType : never;

/**
 * The `build` an area's `injectEndpoints({ endpoints: (build) => … })` receives, whatever tag types the area added
 * (`enhanceEndpoints({ addTagTypes })`) to the shared ones.
 */
export type EndpointBuild<AreaTagType extends string> = EndpointBuilder<BaseQuery, AreaTagType | BaseTagType, 'api'>;
