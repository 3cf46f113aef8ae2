/** Thai texts of the statement screens; spread into thMessages (keys typed from here). */
export const thStatementMessages = {};
