import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('salary');

export { generateMetadata };
export default ServiceLandingPage;
