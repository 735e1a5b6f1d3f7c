import {
  newProjectRequest,
  newProjectResponse,
  projectInfo,
  projectInformationRequest,
  projectKeyParams,
  projectListRequest,
  projectListResponse,
  projectNameQuery,
  teamProjectListResponse,
} from '@boardhouse/shared/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import { type ProjectsService, toProjectInfo } from './projects.service.ts';

const tags = ['projects'];
const user = { access: 'user' as const };

/** The seed's "Projects and BOM" calls that concern the project itself, with their original paths. */
export function registerProjectRoutes(app: FastifyInstance, projects: ProjectsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/project/new',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Create a draft project',
        body: newProjectRequest.optional(),
        response: { 200: newProjectResponse },
      },
    },
    async (request) => {
      const project = await projects.create(requireCaller(request), request.body?.name);
      return { projectId: project.projectKey, name: project.name };
    },
  );

  api.get(
    '/rest/project/checkIfProjectNameExist',
    {
      config: user,
      schema: {
        tags,
        summary: 'Whether the caller already has a project with this name',
        querystring: projectNameQuery,
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (request) => ({ exists: await projects.isNameTaken(requireCaller(request), request.query.name) }),
  );

  for (const url of ['/rest/project/info/:id', '/rest/project/information/:id']) {
    api.get(
      url,
      {
        config: user,
        schema: {
          tags,
          summary: 'Project information',
          params: projectKeyParams,
          response: { 200: projectInfo },
        },
      },
      async (request) => toProjectInfo(await projects.get(requireCaller(request), request.params.id)),
    );
  }

  api.get(
    '/rest/getProjectById/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Project lookup in the original product’s envelope',
        params: projectKeyParams,
        response: { 200: z.object({ response: z.object({ project: projectInfo }) }) },
      },
    },
    async (request) => ({
      response: { project: toProjectInfo(await projects.get(requireCaller(request), request.params.id)) },
    }),
  );

  api.post(
    '/rest/project/information',
    {
      config: { ...user, changesProject: true },
      schema: {
        tags,
        summary: 'Save project information',
        body: projectInformationRequest,
        response: { 200: projectInfo },
      },
    },
    async (request) => toProjectInfo(await projects.saveInformation(requireCaller(request), request.body)),
  );

  for (const url of ['/rest/project', '/rest/project/getSearchProjectsWithPagination']) {
    api.post(
      url,
      {
        config: { ...user, audited: false },
        schema: {
          tags,
          summary: 'One page of the caller’s projects (search, sort, pagination)',
          body: projectListRequest,
          response: { 200: projectListResponse },
        },
      },
      async (request) => {
        const { rows, total } = await projects.list(requireCaller(request), request.body);
        return { wizardProjects: rows.map(toProjectInfo), myProjectsCount: total };
      },
    );
  }

  for (const url of ['/rest/project/teamProjects', '/rest/project/teamProjects/getSearchTeamsProjects']) {
    api.post(
      url,
      {
        config: { ...user, audited: false },
        schema: {
          tags,
          summary: 'One page of the projects of the caller’s team mates',
          body: projectListRequest,
          response: { 200: teamProjectListResponse },
        },
      },
      async (request) => {
        const { rows, total } = await projects.listTeam(requireCaller(request), request.body);
        return { wizardProjects: rows.map(toProjectInfo), myTeamsProjectsCount: total };
      },
    );
  }

  api.get(
    '/rest/project/openProjects',
    {
      config: user,
      schema: {
        tags,
        summary: 'The caller’s projects that are neither ordered nor cancelled (newest 500)',
        response: { 200: z.object({ wizardProjects: z.array(projectInfo) }) },
      },
    },
    async (request) => ({
      wizardProjects: (await projects.listOpen(requireCaller(request))).map(toProjectInfo),
    }),
  );

  api.post(
    '/rest/project/copyProject',
    {
      config: { ...user, errors: [403] },
      schema: {
        tags,
        summary: 'Copy a project (its information; orders, payments and messages stay behind)',
        body: z.object({ projectId: projectKeyParams.shape.id }),
        response: { 200: newProjectResponse },
      },
    },
    async (request) => {
      const copy = await projects.copy(requireCaller(request), request.body.projectId);
      return { projectId: copy.projectKey, name: copy.name };
    },
  );

  api.delete(
    '/rest/project/:id',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Delete a project (it can be restored by staff)',
        description:
          'Its orders go to the back office’s Deleted tab with it. 409 ORDER.EXISTS while one of its orders is paid and still being handled (not yet shipped, delivered or cancelled); details.orderKey names it.',
        params: projectKeyParams,
      },
    },
    async (request, reply) => {
      await projects.delete(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
