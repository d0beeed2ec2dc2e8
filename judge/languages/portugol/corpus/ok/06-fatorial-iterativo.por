programa {
  funcao inicio() {
    inteiro n, fat = 1
    leia(n)
    para (inteiro i = 2; i <= n; i++) {
      fat = fat * i
    }
    escreva(n, "! = ", fat, "\n")
  }
}
