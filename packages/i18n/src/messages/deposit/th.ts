/** Thai texts of the deposit screens; spread into thMessages (keys typed from here). */
export const thDepositMessages = {};
