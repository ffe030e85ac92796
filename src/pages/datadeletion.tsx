import Layout from '@theme/Layout';
export default function P(){return <Layout title="datadeletion"><main><h1>datadeletion</h1></main></Layout>;}
