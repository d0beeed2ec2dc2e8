programa {
  funcao inicio() {
    inteiro n, fat = 1
    leia(n)
    para (inteiro i = 1; i <= n; i++) {
      fat = fat * i
      se (i == 12) {
        escreva("12! = ", fat, "\n")
      }
    }
    escreva(n, "! = ", fat, "\n")
  }
}
